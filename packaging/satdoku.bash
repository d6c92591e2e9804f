# bash completion for satdoku: commands, each command's options, and the
# values of the options that take a word from a fixed list. Installed as
# share/bash-completion/completions/satdoku.

_satdoku() {
  local cur prev words cword
  _init_completion || return

  local commands="solve count compare cnf decode serve"
  local input="--input-format -i --box -b --help -h"
  local limits="--timeout --conflicts --nodes"
  local engines="sat backtrack sat/minimal sat/efficient sat/extended sat/reduced"

  # The command is the first word after satdoku.
  if ((cword == 1)); then
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi
  local command=${words[1]}

  case $prev in
    --engine | -e)
      [ "$command" = count ] && engines="sat backtrack"
      COMPREPLY=($(compgen -W "$engines" -- "$cur"))
      return
      ;;
    --engines)
      # A comma-separated list: complete the name after the last comma.
      local done=${cur%"${cur##*,}"}
      COMPREPLY=($(compgen -P "$done" -W "$engines" -- "${cur##*,}"))
      compopt -o nospace
      return
      ;;
    --format | -f)
      case $command in
        compare) COMPREPLY=($(compgen -W "table json" -- "$cur")) ;;
        *) COMPREPLY=($(compgen -W "compact spaced line pretty json" -- "$cur")) ;;
      esac
      return
      ;;
    --input-format | -i)
      COMPREPLY=($(compgen -W "compact spaced line pretty fpuzzles" -- "$cur"))
      return
      ;;
    --box | -b)
      COMPREPLY=($(compgen -W "2x2 2x3 2x4 2x5 3x3 3x4 2x7 3x5 4x4 5x5 6x6" -- "$cur"))
      return
      ;;
    --encoding)
      COMPREPLY=($(compgen -W "minimal efficient extended reduced" -- "$cur"))
      return
      ;;
    --at-most-one)
      COMPREPLY=($(compgen -W "pairwise sequential automatic" -- "$cur"))
      return
      ;;
    --lexmin)
      COMPREPLY=($(compgen -W "order assume" -- "$cur"))
      return
      ;;
    --output | -o | --csv | --plot | --puzzle | -p)
      _filedir
      return
      ;;
    --timeout | --conflicts | --nodes | --jobs | -j | --limit | -k | --port | -p | \
      --host | --allow-origin | --count-limit | --progress | --max-clients | --max-message | \
      --cache)
      return  # a number
      ;;
  esac

  if [[ $cur == -* ]]; then
    local options
    case $command in
      solve) options="--engine -e --format -f --cross-check --no-cross-check --unique --jobs -j
                      --quiet -q --stats --lexmin $limits $input" ;;
      count) options="--limit -k --engine -e --jobs -j --stats $limits $input" ;;
      compare) options="--engines --format -f --csv --plot --jobs -j --lexmin $limits $input" ;;
      cnf) options="--encoding --at-most-one --output -o $input" ;;
      decode) options="--puzzle -p --format -f --encoding --at-most-one $input" ;;
      serve) options="--port -p --host --allow-remote --allow-origin $limits --count-limit
                      --progress --cache --cross-check --jobs -j --max-clients --max-message --quiet -q
                      --help -h" ;;
      *) options="--help --version" ;;
    esac
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  _filedir
}
complete -F _satdoku satdoku
