"""satdoku's PEP 517 build backend (pyproject.toml names it): `pip install .`
builds the Python package with the project's own CMake build (the target
satdoku_python), so the module pip installs is the one ctest tests.

- pybind11 comes from the build environment: pip's isolated one, which
  installs pybind11 from the package index (build-system.requires), or,
  with --no-build-isolation, whatever the Python running pip has (Debian's
  python3-pybind11). Its CMake files are handed to CMake
  (pybind11.get_cmake_dir()); with no pybind11 package at all, CMake looks
  for them itself (Debian's pybind11-dev). Python's own headers are those
  of the Python running the build.
- The metadata is pyproject.toml's [project] table, written as Core
  Metadata 2.4 with the licence in PEP 639's form (License-Expression and
  License-File, the file under .dist-info/licenses/).
- Nothing but the standard library (and tomli on Python < 3.11, as other
  backends ask for it) and CMake: no setuptools or wheel, so any Python 3.8+
  builds it (Debian's, pyenv's, conda's, a python.org build).

config_settings (pip --config-settings KEY=VALUE): "cmake.args" adds
arguments to CMake's configure step (split at spaces), "build-dir" chooses
the CMake build folder (default build/pip/<wheel tag>, which a rebuild
reuses).
"""
import base64
import hashlib
import os
import pathlib
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "python" / "satdoku"
PACKAGE_FILES = ["__init__.py", "__init__.pyi", "py.typed"]
GENERATOR = "satdoku_build (the project's own backend)"


# --- pyproject.toml's [project] as Core Metadata ----------------------------

def _project():
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # get_requires_for_build_* asks for it
        import tomli as tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def _metadata():
    project = _project()
    lines = [
        "Metadata-Version: 2.4",
        "Name: " + project["name"],
        "Version: " + project["version"],
        "Summary: " + project.get("description", ""),
    ]
    for author in project.get("authors", []):
        if "email" in author:
            lines.append("Author-email: %s <%s>" % (author["name"], author["email"]))
        else:
            lines.append("Author: " + author["name"])
    license = project.get("license")
    if not isinstance(license, str):
        raise ValueError("pyproject.toml: project.license must be an SPDX expression (PEP 639)")
    lines.append("License-Expression: " + license)
    for name in _license_files(project):
        lines.append("License-File: " + name)
    for classifier in project.get("classifiers", []):
        if classifier.startswith("License ::"):
            raise ValueError("pyproject.toml: no License :: classifier beside project.license "
                             "(PEP 639)")
        lines.append("Classifier: " + classifier)
    if "requires-python" in project:
        lines.append("Requires-Python: " + project["requires-python"])
    for label, url in project.get("urls", {}).items():
        lines.append("Project-URL: %s, %s" % (label, url))
    text = "\n".join(lines) + "\n"
    readme = project.get("readme")
    if readme:
        text += "Description-Content-Type: text/markdown\n\n"
        text += (ROOT / readme).read_text(encoding="utf-8")
    return text


def _license_files(project=None):
    project = project or _project()
    names = project.get("license-files", [])
    for name in names:
        if not (ROOT / name).is_file():
            raise FileNotFoundError("pyproject.toml: license file %s is missing" % name)
    return names


def _dist_info_name():
    project = _project()
    return "%s-%s.dist-info" % (project["name"].replace("-", "_"), project["version"])


# --- the wheel's tag: the Python running the build --------------------------

def _tag():
    name = sys.implementation.name
    short = {"cpython": "cp", "pypy": "pp"}.get(name, name)
    interpreter = "%s%d%d" % (short, sys.version_info[0], sys.version_info[1])
    if short == "cp":
        abi = interpreter + sys.abiflags
    else:
        abi = (sysconfig.get_config_var("SOABI") or "none").replace("-", "_").replace(".", "_")
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (interpreter, abi, platform)


def _wheel_file():
    return "Wheel-Version: 1.0\nGenerator: %s\nRoot-Is-Purelib: false\nTag: %s\n" % (
        GENERATOR, _tag())


# --- the CMake build ----------------------------------------------------------

def _setting(config_settings, key):
    return (config_settings or {}).get(key)


def _build_module(config_settings):
    """Configures and builds satdoku_python; returns the compiled module's path."""
    if not shutil.which("cmake"):
        raise RuntimeError("satdoku needs cmake to build (Debian: cmake; tools/setup.sh "
                           "installs it and the libraries)")
    build = pathlib.Path(_setting(config_settings, "build-dir") or
                         ROOT / "build" / "pip" / ("cmake-" + _tag()))
    build.mkdir(parents=True, exist_ok=True)
    configure = [
        "cmake", "-S", str(ROOT), "-B", str(build),
        "-DCMAKE_BUILD_TYPE=Release",
        "-DSATDOKU_PYTHON=ON", "-DSATDOKU_BUILD_TESTS=OFF",
        "-DPython3_EXECUTABLE=" + sys.executable,
    ]
    try:
        import pybind11
    except ImportError:
        print("satdoku_build: no pybind11 package in this build environment; CMake looks for "
              "pybind11's CMake files itself (Debian: pybind11-dev)", file=sys.stderr)
    else:
        configure.append("-Dpybind11_DIR=" + pybind11.get_cmake_dir())
    if shutil.which("ccache"):
        configure.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
    configure += shlex.split(_setting(config_settings, "cmake.args") or "")
    # pip shows this output only with -v, or when the build fails.
    print("satdoku_build: " + shlex.join(configure), file=sys.stderr, flush=True)
    subprocess.run(configure, check=True, stdout=sys.stderr)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 2)
    subprocess.run(["cmake", "--build", str(build), "--target", "satdoku_python", "-j", jobs],
                   check=True, stdout=sys.stderr)
    built = sorted((build / "python" / "satdoku").glob("_core*"))
    if not built:
        raise RuntimeError("the CMake build made no module in %s" % (build / "python" / "satdoku"))
    return built[0]


# --- writing the wheel --------------------------------------------------------

def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def _write_wheel(wheel_directory, module):
    project = _project()
    dist_info = _dist_info_name()
    name = "%s-%s-%s.whl" % (project["name"].replace("-", "_"), project["version"], _tag())
    files = [("satdoku/" + f, (PACKAGE / f).read_bytes()) for f in PACKAGE_FILES]
    files.append(("satdoku/" + module.name, module.read_bytes()))
    files.append((dist_info + "/METADATA", _metadata().encode()))
    files.append((dist_info + "/WHEEL", _wheel_file().encode()))
    for license in _license_files(project):
        files.append((dist_info + "/licenses/" + license, (ROOT / license).read_bytes()))
    record = [_record_line(path, data) for path, data in files]
    record.append(dist_info + "/RECORD,,")
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(pathlib.Path(wheel_directory) / name, "w",
                         compression=zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return name


# --- PEP 517 hooks ----------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return [] if sys.version_info >= (3, 11) else ["tomli>=1.1"]


def get_requires_for_build_sdist(config_settings=None):
    return get_requires_for_build_wheel(config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist_info = pathlib.Path(metadata_directory) / _dist_info_name()
    (dist_info / "licenses").mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata(), encoding="utf-8")
    (dist_info / "WHEEL").write_text(_wheel_file(), encoding="utf-8")
    for license in _license_files():
        shutil.copyfile(ROOT / license, dist_info / "licenses" / license)
    return dist_info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, _build_module(config_settings))


def build_sdist(sdist_directory, config_settings=None):
    """The source tree as git tracks it (or, outside git, without its build
    folders), with PKG-INFO: enough to build the wheel from."""
    project = _project()
    base = "%s-%s" % (project["name"].replace("-", "_"), project["version"])
    name = base + ".tar.gz"
    paths = []
    try:
        # Only a tree that is itself a git checkout: a copy inside another
        # repository's ignored folder (build/python-wheel/src) lists nothing.
        top = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--show-toplevel"], check=True,
                             capture_output=True).stdout.decode().strip()
        if pathlib.Path(top).resolve() == ROOT.resolve():
            listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], check=True,
                                    capture_output=True).stdout.decode().split("\0")
            paths = [p for p in listed if p and (ROOT / p).is_file()]
    except (OSError, subprocess.CalledProcessError):
        pass
    if not paths:
        skip = {".git", "build", "venv", "dist"}
        paths = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                 if p.is_file() and not (set(p.relative_to(ROOT).parts) & skip)
                 and not p.relative_to(ROOT).parts[0].startswith("build")]
    with tempfile.TemporaryDirectory() as scratch:
        info = pathlib.Path(scratch) / "PKG-INFO"
        info.write_text(_metadata(), encoding="utf-8")
        with tarfile.open(pathlib.Path(sdist_directory) / name, "w:gz",
                          format=tarfile.PAX_FORMAT) as sdist:
            for path in sorted(paths):
                sdist.add(ROOT / path, arcname=base + "/" + path, recursive=False)
            sdist.add(info, arcname=base + "/PKG-INFO")
    return name
