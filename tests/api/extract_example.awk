# The example of include/satdoku/satdoku.hpp as a C++ file: the lines of the
# header's opening comment indented by three spaces ("//   code"), with that
# prefix removed, and the empty comment lines between them. The example ends
# at the first comment line of prose after it. job.hpp's example is cut the
# same way (tests/CMakeLists.txt), for tests/pipeline/job_test.cpp.
#
#   awk -v out=FILE -f extract_example.awk satdoku.hpp
/^\/\/   / { started = 1; print substr($0, 6) > out; next }
/^\/\/$/ { if (started) print "" > out; next }
{ if (started) exit }
