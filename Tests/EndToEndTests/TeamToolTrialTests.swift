import Foundation
import XCTest
import CCCTestSupport

/// What a new user's trial of the team tools found (issue 16's follow-up): the baseline is
/// written through to its target and never over a file ccc reads; fixed errors cannot be
/// silenced; completions never evaluate a state name; `.ccc.json` applies to every command
/// and to its own warnings; source files take suppression comments.
final class TeamToolTrialTests: XCTestCase {
    static let layout = BaselineTests.layout(BaselineTests.today)

    /// Runs a bash script in the workspace with `ccc`'s folder first on PATH.
    func bash(_ script: String, in space: Workspace, home: URL? = nil) throws -> CommandResult {
        try CommandRunner.run(
            program: URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: CommandRunner.environmentWithCcc(home: home),
            in: space.root)
    }

    // MARK: 1, 3: --write-baseline

    func testBaselineIsWrittenThroughLinksFIFOsAndDevices() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout)
        // A symbolic link stays a link; its target gets the baseline.
        try FileManager.default.createSymbolicLink(
            atPath: space.root.appendingPathComponent("link.json").path, withDestinationPath: "real.json")
        let linked = try space.run(["lint", "a.json", "--write-baseline", "link.json"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        let kind = try FileManager.default.attributesOfItem(atPath: space.root.appendingPathComponent("link.json").path)[.type]
        XCTAssertEqual(kind as? FileAttributeType, .typeSymbolicLink)
        XCTAssertTrue(try space.read("real.json").contains(#""code": "duplicate-constraint""#))
        // A device: /dev/stdout is written into, not replaced.
        let device = try space.run(["lint", "a.json", "--write-baseline", "/dev/stdout"])
        XCTAssertEqual(device.status, 0, device.stderr)
        XCTAssertTrue(device.stdout.contains(#""file": "a.json""#), device.stdout)
        // '-' is standard output too, never a file named '-'.
        let dash = try space.run(["lint", "a.json", "--write-baseline", "-"])
        XCTAssertEqual(dash.status, 0)
        XCTAssertTrue(dash.stdout.hasPrefix("{\n  \"findings\": ["), dash.stdout)
        XCTAssertTrue(dash.stderr.hasPrefix("ccc: wrote 1 finding to standard output\n"), dash.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: space.root.appendingPathComponent("-").path))
        let dashJSON = try space.run(["lint", "a.json", "--write-baseline", "-", "--format", "json"])
        XCTAssertEqual(dashJSON.status, 2)
        XCTAssertEqual(dashJSON.stderr, "ccc: --write-baseline - writes standard output, where --format json prints its report; give a file\n")
        // A FIFO gets the text, and a process substitution (a pipe) too.
        let fifo = try bash("""
            mkfifo p
            cat p > fifo.out & ccc lint a.json --write-baseline p 2>/dev/null; echo "status $?"; wait
            ccc lint a.json --write-baseline >(cat > pipe.out) 2>/dev/null; echo "status $?"; sleep 0.2
            test -p p && echo "still a fifo"
            """, in: space)
        XCTAssertEqual(fifo.stdout, "status 0\nstatus 0\nstill a fifo\n", fifo.stderr)
        XCTAssertTrue(try space.read("fifo.out").contains(#""fingerprint""#))
        XCTAssertTrue(try space.read("pipe.out").contains(#""fingerprint""#))
        // A failure says why, and exits 2.
        let missing = try space.run(["lint", "a.json", "--write-baseline", "no/b.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "ccc: cannot write the baseline 'no/b.json': a folder of the path does not exist\n")
    }

    func testBaselineNeverOverwritesWhatCccReadsOrWhatIsNoBaseline() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Self.layout)
        try space.write("Generated/g.json", Self.layout)
        try space.write("metrics.json", #"{"gap": 8}"#)
        try space.write("extra.json", #"{"pad": 8}"#)
        try space.write("notes.txt", "keep me\n")
        try space.write(".ccc.json", #"{"include": ["Layouts/**"], "exclude": ["Generated/**"], "metrics": ["metrics.json"]}"#)
        // Generated/g.json is named but excluded by .ccc.json, so not read: still an input.
        for target in [".ccc.json", "metrics.json", "extra.json", "Generated/g.json", "Layouts/a.json", "./Layouts/a.json"] {
            let result = try space.run(["lint", "Layouts/a.json", "Generated/g.json", "--metrics", "extra.json", "--write-baseline", target])
            XCTAssertEqual(result.status, 2, target)
            let what = target.hasPrefix("./") ? "'Layouts/a.json', a file" : "a file"
            XCTAssertEqual(result.stderr, "ccc: --write-baseline '\(target)' is \(what) ccc reads; ccc never writes an input\n")
        }
        XCTAssertEqual(try space.read("metrics.json"), #"{"gap": 8}"#)
        XCTAssertEqual(try space.read("Generated/g.json"), Self.layout)
        // A link to an input is the input.
        try FileManager.default.createSymbolicLink(
            atPath: space.root.appendingPathComponent("alias.json").path, withDestinationPath: "Layouts/a.json")
        XCTAssertEqual(try space.run(["lint", "--write-baseline", "alias.json"]).status, 2)
        XCTAssertEqual(try space.read("Layouts/a.json"), Self.layout)
        // A file that is not a baseline is kept; a baseline is replaced.
        let notes = try space.run(["lint", "--write-baseline", "notes.txt"])
        XCTAssertEqual(notes.status, 2)
        XCTAssertEqual(notes.stderr, "ccc: --write-baseline 'notes.txt' already exists and is not a baseline; ccc overwrites only a baseline (remove the file first)\n")
        XCTAssertEqual(try space.read("notes.txt"), "keep me\n")
        XCTAssertEqual(try space.run(["lint", "--write-baseline", "b.json"]).status, 0)
        XCTAssertEqual(try space.run(["lint", "--write-baseline", "b.json"]).status, 0)
    }

    // MARK: 2: completions never evaluate a state name

    func testCompletionNeverRunsAStateName() throws {
        let space = try Workspace()
        let marker = space.root.appendingPathComponent("ran").path
        try space.write("evil.json", """
            {"size": {"width": 10, "height": 10}, "views": {"a": {"size": [1, 1]}}, "constraints": [],
             "states": {"$(touch \(marker))": {}, "ok": {}}}
            """)
        // The decoder rejects the name; `states` prints only identifiers anyway.
        XCTAssertEqual(try space.run(["completions", "states", "evil.json"]).stdout, "ok\n")
        // A hand-made `ccc` that prints hostile names: the script treats them as data.
        try space.write("bin/ccc", """
            #!/bin/sh
            if [ "$1" = completions ] && [ "$2" = states ]; then
              printf '%s\\n' '$(touch \(marker))' '`touch \(marker)`' 'shown' 'sh;touch' 'hidden'
            else exec "\(CommandRunner.executable.path)" "$@"; fi
            """)
        let bin = space.root.appendingPathComponent("bin/ccc").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin)
        let script = try CommandRunner.run(["completions", "bash"]).stdout
        try space.write("ccc.bash", script)
        try space.write("l.json", "{}")
        let home = space.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: home.appendingPathComponent("x.json"))
        let result = try bash("""
            source ccc.bash
            t() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _ccc; echo "${COMPREPLY[*]}"; }
            t \(bin) solve l.json --state ''
            t \(bin) solve l.json --state 's'
            t \(bin) solve '~/x.json' --state ''
            """, in: space, home: home)
        XCTAssertEqual(result.stdout, "shown hidden\nshown\nshown hidden\n", result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
        let zsh = try CommandRunner.run(["completions", "zsh"]).stdout
        XCTAssertTrue(zsh.contains("states=(${states:#*[^A-Za-z0-9_]*})"))
        XCTAssertTrue(zsh.contains("if [[ $word == '~/'* ]]; then word=$HOME/${word#??}; fi"))
        let fish = try CommandRunner.run(["completions", "fish"]).stdout
        XCTAssertTrue(fish.contains("| string match -r -- '^[A-Za-z_][A-Za-z0-9_]*$'"))
    }

    func testCompletionsTakeOneShell() throws {
        let result = try CommandRunner.run(["completions", "bash", "zsh"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: completions takes one shell, not also 'zsh'\n")
        XCTAssertEqual(try CommandRunner.run(["completions", "value-options", "lint"]).stdout,
                       "--format\n--metrics\n--metric\n--state\n--size\n--layout-direction\n--config\n--baseline\n--write-baseline\n")
    }

    // MARK: 4: fixed errors

    func testFixedErrorsCannotBeTurnedOffOrSuppressed() throws {
        let space = try Workspace()
        try space.write(".ccc.json", #"{"rules": {"json-syntax": "off", "unknown-view": "warning", "unsatisfiable-constraint": "warning"}}"#)
        try space.write("bad.json", "{")
        try space.write("l.json", """
            {
              "size": {"width": 100, "height": 100},
              "views": {"a": {"size": [10, 10]}},
              "constraints": [{"format": "a.left = b.left", "lint": {"disable": ["unknown-view"]}}, "a.top = super.top"]
            }
            """)
        let result = try space.run(["lint", "bad.json", "l.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Workspace.findings(result), [
            ".ccc.json:1:13: warning: 'json-syntax' makes the file unusable on a device; it cannot be set to 'off', and it is still reported [fixed-error]",
            ".ccc.json:1:35: warning: 'unknown-view' makes the file unusable on a device; it cannot be set to 'warning', and it is still reported [fixed-error]",
            "bad.json:1:2: error: expected a string key or '}' after '{', found end of file [json-syntax]",
            "l.json:4:40: error: unknown view 'b' [unknown-view]",
            "l.json:4:70: warning: 'unknown-view' makes the file unusable on a device; it cannot be suppressed, and it is still reported [fixed-error]",
        ])
        // The summary does not count .ccc.json as a linted file.
        XCTAssertTrue(result.stderr.hasSuffix("in 2 files\n"), result.stderr)
    }

    func testUnusedSuppressionReportedWhereTheCheckRanDespiteErrors() throws {
        let space = try Workspace()
        try space.write("l.json", """
            {
              "size": {"width": 100, "height": 100},
              "views": {"a": {"size": [10, 10]}},
              "constraints": [{"format": "a.left = super.left", "lint": {"disable": ["duplicate-constraint"]}},
                "a.top = supr.top", "a.top = super.top"]
            }
            """)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(Workspace.findings(result), [
            "l.json:4:74: warning: the suppression of 'duplicate-constraint' silences nothing here; remove it [unused-suppression]",
            "l.json:5:14: error: unknown view 'supr' [unknown-view]",
        ])
    }

    // MARK: 7, 8, 9, 10: configuration

    func testConfigurationMetricsApplyToEveryCommand() throws {
        let space = try Workspace()
        try space.write("l.json", """
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}},
             "constraints": ["a.left = super.left + gap", "a.top = super.top"]}
            """)
        try space.write(".ccc.json", #"{"metrics": ["m.json"]}"#)
        let missing = try space.run(["solve", "l.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "ccc: cannot read 'm.json': no such file (a metrics file of .ccc.json; --no-config ignores it)\n")
        // A `--config` file's metrics file is blamed on that file, not on `.ccc.json`.
        try space.write("cfg/other.json", #"{"metrics": ["m2.json"]}"#)
        let other = try space.run(["solve", "l.json", "--config", "cfg/other.json"])
        XCTAssertEqual(other.status, 2)
        XCTAssertEqual(other.stderr, "ccc: cannot read 'cfg/m2.json': no such file (a metrics file of cfg/other.json; --no-config ignores it)\n")
        try space.write("m.json", #"{"gap": 7}"#)
        XCTAssertEqual(try space.run(["solve", "l.json", "--format", "tsv"], in: ".").stdout.split(separator: "\n").last, "a\t7\t0\t10\t10")
        XCTAssertEqual(try space.run(["compile", "l.json"]).status, 0)
        XCTAssertEqual(try space.run(["explain", "l.json", "a.left"]).status, 0)
        XCTAssertEqual(try space.run(["render", "l.json", "-o", "l.svg"]).status, 0)
        XCTAssertEqual(try space.run(["solve", "l.json", "--no-config"]).status, 1)
    }

    func testConfigurationRulesApplyToItsOwnWarnings() throws {
        let space = try Workspace()
        try space.write("l.json", Self.layout)
        try space.write(".ccc.json", #"{"rules": {"unknown-rule": "off", "no-such-rule": "off"}}"#)
        let off = try space.run(["lint", "l.json"])
        XCTAssertFalse(off.stderr.contains("unknown-rule"), off.stderr)
        XCTAssertTrue(off.stderr.hasSuffix("0 errors and 1 warning in 1 file\n"), off.stderr)
        try space.write(".ccc.json", #"{"rules": {"unknown-rule": "error", "no-such-rule": "off"}}"#)
        let error = try space.run(["lint", "l.json"])
        XCTAssertEqual(error.status, 1)
        XCTAssertTrue(error.stderr.contains(".ccc.json:1:38: error: 'no-such-rule' is not a rule of ccc"), error.stderr)
        XCTAssertTrue(error.stderr.hasSuffix("1 error and 1 warning in 1 file\n"), error.stderr)
    }

    func testIncludePatternsThatSelectNothing() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Self.layout)
        try space.write(".ccc.json", #"{"include": ["Layouts/**", "", "/abs/**", "Layuots/**"]}"#)
        let result = try space.run(["lint"])
        XCTAssertEqual(Workspace.findings(result).filter { $0.hasPrefix(".ccc.json") }, [
            ".ccc.json:1:28: warning: an empty 'include' pattern selects no file [unmatched-include]",
            ".ccc.json:1:32: warning: 'include' patterns are relative to the configuration's folder; '/abs/**' is absolute and selects no file [unmatched-include]",
            ".ccc.json:1:43: warning: the 'include' pattern 'Layuots/**' selects no layout or source file under . [unmatched-include]",
        ])
        XCTAssertTrue(result.stderr.hasSuffix("in 1 file\n"), result.stderr)
    }

    func testInvalidBaselineEntriesAndMachineFormats() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout)
        try space.write("b.json", """
            {"version": 1, "extra": 1, "findings": [{"code": "x", "file": "a.json", "fingerprint": "f", "message": 3, "line": 2}]}
            """)
        let text = try space.run(["lint", "a.json", "--baseline", "b.json"])
        XCTAssertEqual(text.status, 2)
        XCTAssertEqual(Workspace.findings(text).count, 3, text.stderr)
        for format in ["json", "sarif"] {
            let result = try space.run(["lint", "a.json", "--baseline", "b.json", "--format", format])
            XCTAssertEqual(result.status, 2)
            let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            XCTAssertNotNil(document as? [String: Any])
            XCTAssertTrue(result.stdout.contains("unknown key 'extra' in the baseline"), result.stdout)
        }
    }

    // MARK: 11

    func testNumberOutOfRangeRepeatsTheNumberAsWritten() throws {
        let space = try Workspace()
        try space.write("l.json", """
            {"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}},
             "constraints": ["a.left = super.left + 1e99", "a.top = super.top"]}
            """)
        let result = try space.run(["lint", "l.json"])
        XCTAssertTrue(Workspace.findings(result).contains(
            "l.json:2:41: error: 1e99 is beyond 10,000,000 points; lengths, constants and metrics must stay within ±1e7 [number-out-of-range]"),
            result.stderr)
    }
}
