import Foundation
import XCTest
import CCCTestSupport

/// `ccc completions bash|zsh|fish`. bash's script is loaded in a bash subprocess and
/// checked with `complete -p` and by calling its function as bash would; zsh's and fish's
/// are checked by the shells' own syntax check (and fish's by `complete -C`) when those
/// shells are installed, else structurally.
final class CompletionTests: XCTestCase {
    /// Runs a shell script with `ccc`'s folder first on PATH; nil when the shell is missing.
    func shell(_ name: String, _ arguments: [String]) throws -> CommandResult? {
        guard let path = ["/bin/\(name)", "/usr/bin/\(name)", "/usr/local/bin/\(name)"]
            .first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        return try CommandRunner.run(
            program: URL(fileURLWithPath: path), arguments,
            environment: CommandRunner.environmentWithCcc(home: try CommandRunner.temporaryDirectory()))
    }

    func script(_ shell: String) throws -> String {
        let result = try CommandRunner.run(["completions", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func testBashRegistersAndCompletes() throws {
        let path = try CommandRunner.temporaryFile(try script("bash"), name: "ccc.bash")
        let test = """
            source \(path)
            complete -p ccc
            t() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _ccc; echo "${COMPREPLY[*]}"; }
            t ccc ''
            t ccc li
            t ccc lint --format ''
            t ccc solve --format ''
            t ccc lint --co
            t ccc solve Examples/sliding-panels.json --state ''
            t ccc solve --format json Examples/sliding-panels.json --state h
            t ccc completions ''
            """
        let result = try XCTUnwrap(try shell("bash", ["-c", test]))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
            "complete -o bashdefault -o default -F _ccc ccc",
            "solve lint compile parse render explain log completions --help --version",
            "lint",
            "text json github sarif",
            "text json tsv",
            "--config",
            "shown hidden",
            "hidden",
            "bash zsh fish",
            "",
        ])
    }

    func testZshScript() throws {
        let text = try script("zsh")
        XCTAssertTrue(text.hasPrefix("#compdef ccc\n"))
        XCTAssertTrue(text.contains("'--format[output format]:value:(text json github sarif)'"))
        XCTAssertTrue(text.contains("'--state[a state of the layout file]:state:_ccc_states'"))
        XCTAssertTrue(text.contains("compdef _ccc ccc"))
        let path = try CommandRunner.temporaryFile(text, name: "_ccc")
        guard let syntax = try shell("zsh", ["-n", path]) else { return }
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        let loaded = try XCTUnwrap(try shell("zsh", ["-c", "autoload -U compinit; compinit -u -d $HOME/zcd; source \(path); print ${_comps[ccc]}"]))
        XCTAssertEqual(loaded.stdout, "_ccc\n", loaded.stderr)
    }

    func testFishScript() throws {
        let text = try script("fish")
        XCTAssertTrue(text.contains("complete -c ccc -n '__fish_seen_subcommand_from lint' -l format -d 'output format' -x -a 'text json github sarif'"))
        let path = try CommandRunner.temporaryFile(text, name: "ccc.fish")
        guard let syntax = try shell("fish", ["-n", path]) else { return }
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        let completed = try XCTUnwrap(try shell("fish", [
            "-c", "source \(path); complete -C 'ccc lint --format '; complete -C 'ccc solve Examples/sliding-panels.json --state '",
        ]))
        XCTAssertEqual(completed.stdout, """
            github\toutput format
            json\toutput format
            sarif\toutput format
            text\toutput format
            hidden\ta state of the layout file
            shown\ta state of the layout file

            """, completed.stderr)
    }

    func testStatesAndUsage() throws {
        XCTAssertEqual(try CommandRunner.run(["completions", "states", "Examples/sliding-panels.json"]).stdout, "shown\nhidden\n")
        XCTAssertEqual(try CommandRunner.run(["completions", "states", "no-such-file.json"]).stdout, "")
        let wrong = try CommandRunner.run(["completions", "bsh"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.stderr, "ccc: completions needs a shell: bash, zsh or fish; got 'bsh' (did you mean 'bash'?)\n")
    }

    func testVersionNamesTheCommitOrSaysUnknown() throws {
        let version = try CommandRunner.run(["--version"])
        // A plain `swift build` knows no commit; `make install` writes it in.
        XCTAssertEqual(version.stdout, "ccc 0.1.0 (unknown commit)\n")
    }
}
