/// The completion scripts of `ccc completions bash|zsh|fish`, made from CompletionSpec.
/// `--state` completes the states of the first layout file on the line, which the
/// script asks of `ccc completions states FILE` (the same binary the user is typing).
/// A state name comes from a file that may not be the user's, so no script ever evaluates
/// one: each keeps only lines that are identifiers and hands them to the shell as data
/// (bash: `COMPREPLY+=("$name")`, never `compgen -W`; zsh: `compadd -a`; fish: a function's
/// output), whatever `ccc completions states` prints.
enum CompletionScripts {
    typealias Spec = CompletionSpec

    // MARK: bash

    static var bash: String {
        var valueCases = ""
        for command in Spec.commands {
            for option in command.options {
                switch option.value {
                case .words(let words):
                    valueCases += "        \(command.name):\(option.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                case .state:
                    valueCases += "        \(command.name):\(option.name)) _ccc_state_words \"$start\"; return ;;\n"
                case .file:
                    valueCases += "        \(command.name):\(option.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
                case .text:
                    valueCases += "        \(command.name):\(option.name)) return ;;\n"
                case .none:
                    break
                }
            }
        }
        var optionCases = ""
        var positionalCases = ""
        for command in Spec.commands {
            optionCases += "        \(command.name)) words=\"\(command.options.map(\.name).joined(separator: " "))\" ;;\n"
            if case .words(let words) = command.positional {
                positionalCases += "        \(command.name)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            }
        }
        return """
            # bash completion for ccc: source <(ccc completions bash)
            _ccc_states() {
                # The states of the first layout file on the line, from word $1 on.
                local i word skip=""
                for ((i = $1; i < COMP_CWORD; i++)); do
                    word="${COMP_WORDS[i]}"
                    if [[ -n "$skip" ]]; then skip=""; continue; fi
                    case " \(Spec.valueOptions.joined(separator: " ")) " in
                        *" $word "*) skip=1; continue ;;
                    esac
                    if [[ "$word" == "~/"* ]]; then word="$HOME/${word:2}"; fi
                    if [[ "$word" != -* && -f "$word" ]]; then
                        "${COMP_WORDS[0]}" completions states "$word" 2>/dev/null
                        return
                    fi
                done
            }

            _ccc_state_words() {
                # Each identifier line that starts with the word typed, as data: never
                # through compgen -W, which would expand $(...) in it.
                local name
                COMPREPLY=()
                while IFS= read -r name; do
                    if [[ "$name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ && "$name" == "$cur"* ]]; then
                        COMPREPLY+=("$name")
                    fi
                done < <(_ccc_states "$1")
            }

            _ccc() {
                local cur prev cmd="" start=1 i words
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                for ((i = 1; i < COMP_CWORD; i++)); do
                    if [[ "${COMP_WORDS[i]}" != -* ]]; then cmd="${COMP_WORDS[i]}"; start=$((i + 1)); break; fi
                done
                if [[ -z "$cmd" ]]; then
                    COMPREPLY=($(compgen -W "\(Spec.commands.map(\.name).joined(separator: " ")) \(Spec.topLevel.joined(separator: " "))" -- "$cur"))
                    return
                fi
                case "$cmd:$prev" in
            \(valueCases)    esac
                if [[ "$cur" == -* ]]; then
                    case "$cmd" in
            \(optionCases)        *) words="" ;;
                    esac
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                    return
                fi
                case "$cmd" in
            \(positionalCases)    esac
                COMPREPLY=($(compgen -f -- "$cur"))
            }

            complete -o bashdefault -o default -F _ccc ccc

            """
    }

    // MARK: zsh

    static var zsh: String {
        var commandList = ""
        for command in Spec.commands {
            commandList += "        '\(command.name):\(command.summary.replacingOccurrences(of: "'", with: ""))'\n"
        }
        var argumentCases = ""
        for command in Spec.commands {
            var specs: [String] = []
            for option in command.options {
                let prefix = option.repeatable ? "*" : ""
                let summary = option.summary.replacingOccurrences(of: "'", with: "")
                switch option.value {
                case .none: specs.append("'\(prefix)\(option.name)[\(summary)]'")
                case .words(let words): specs.append("'\(prefix)\(option.name)[\(summary)]:value:(\(words.joined(separator: " ")))'")
                case .file: specs.append("'\(prefix)\(option.name)[\(summary)]:file:_files'")
                case .state: specs.append("'\(prefix)\(option.name)[\(summary)]:state:_ccc_states'")
                case .text: specs.append("'\(prefix)\(option.name)[\(summary)]:value:'")
                }
            }
            switch command.positional {
            case .words(let words): specs.append("'1:shell:(\(words.joined(separator: " ")))'")
            case .file: specs.append("'*:layout file:_files'")
            default: specs.append("'1:constraint string:'")
            }
            argumentCases += "            \(command.name))\n                _arguments \\\n                    "
                + specs.joined(separator: " \\\n                    ") + "\n                ;;\n"
        }
        return """
            #compdef ccc
            # zsh completion for ccc: source <(ccc completions zsh), or save as _ccc in a folder of $fpath.

            _ccc_states() {
                local word skip=""
                local -a states
                for word in ${words[2,CURRENT-1]}; do
                    if [[ -n $skip ]]; then skip=""; continue; fi
                    case " \(Spec.valueOptions.joined(separator: " ")) " in
                        (*" $word "*) skip=1; continue ;;
                    esac
                    if [[ $word == '~/'* ]]; then word=$HOME/${word#??}; fi
                    if [[ $word != -* && -f $word ]]; then
                        states=(${(f)"$(command ccc completions states $word 2>/dev/null)"})
                        # Identifiers only, added as data (compadd does not evaluate them).
                        states=(${states:#*[^A-Za-z0-9_]*})
                        states=(${states:#[0-9]*})
                        compadd -a states
                        return
                    fi
                done
            }

            _ccc() {
                local curcontext="$curcontext" state line
                local -a commands
                commands=(
            \(commandList)    )
                _arguments -C '(- *)--help[show help]' '(- *)--version[print the version]' '1: :->command' '*:: :->arguments'
                case $state in
                    (command)
                        _describe 'command' commands
                        ;;
                    (arguments)
                        case $words[1] in
            \(argumentCases)            esac
                        ;;
                esac
            }

            if [[ "${funcstack[1]}" == "_ccc" ]]; then
                _ccc "$@"
            else
                compdef _ccc ccc
            fi

            """
    }

    // MARK: fish

    static var fish: String {
        var lines = [
            "# fish completion for ccc: ccc completions fish > ~/.config/fish/completions/ccc.fish",
            "function __ccc_states",
            "    set -l tokens (commandline -opc)",
            "    set -l skip 0",
            "    for token in $tokens[3..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        if contains -- $token \(Spec.valueOptions.joined(separator: " "))",
            "            set skip 1",
            "            continue",
            "        end",
            "        if not string match -q -- '-*' $token; and test -f (string replace -r '^~/' \"$HOME/\" -- $token)",
            "            $tokens[1] completions states (string replace -r '^~/' \"$HOME/\" -- $token) 2>/dev/null | string match -r -- '^[A-Za-z_][A-Za-z0-9_]*$'",
            "            return",
            "        end",
            "    end",
            "end",
            "",
            "complete -c ccc -f",
            "complete -c ccc -n __fish_use_subcommand -l help -d 'show help'",
            "complete -c ccc -n __fish_use_subcommand -l version -d 'print the version'",
        ]
        for command in Spec.commands {
            let summary = command.summary.replacingOccurrences(of: "'", with: "")
            lines.append("complete -c ccc -n __fish_use_subcommand -a \(command.name) -d '\(summary)'")
        }
        for command in Spec.commands {
            let condition = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                let name = String(option.name.dropFirst(2))
                let summary = option.summary.replacingOccurrences(of: "'", with: "")
                var line = "complete -c ccc \(condition) -l \(name) -d '\(summary)'"
                switch option.value {
                case .none: break
                case .words(let words): line += " -x -a '\(words.joined(separator: " "))'"
                case .file: line += " -r -F"
                case .state: line += " -x -a '(__ccc_states)'"
                case .text: line += " -x"
                }
                lines.append(line)
            }
            switch command.positional {
            case .file: lines.append("complete -c ccc \(condition) -F")
            case .words(let words): lines.append("complete -c ccc \(condition) -a '\(words.joined(separator: " "))'")
            default: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
