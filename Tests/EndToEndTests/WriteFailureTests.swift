import Foundation
import XCTest
import CCCTestSupport

/// A failed write never crashes `ccc`: standard output full or closed is status 2 with one
/// line on standard error; standard error closed keeps the layout's status; a reader that
/// has gone (SIGPIPE ignored) ends the run quietly. Each case sets up the descriptors with
/// /bin/sh, as a user's shell or CI supervisor would.
final class WriteFailureTests: XCTestCase {
    /// A layout with a warning, so that both streams have something to say.
    let layout = """
        {"size": {"width": 100, "height": 50}, "views": {"a": {}},
         "constraints": ["a.left = super.left", "a.top = super.top", "a.width = 10", "a.height = 10"], "colour": 1}
        """

    /// Runs `script` with `sh`; `$CCC` is the built binary, `$LAYOUT` the layout file.
    /// Returns sh's status and what it wrote to standard error.
    func shell(_ script: String) throws -> (status: Int32, stderr: String) {
        let directory = try CommandRunner.temporaryDirectory()
        let layoutPath = directory.appendingPathComponent("layout.json").path
        try Data(layout.utf8).write(to: URL(fileURLWithPath: layoutPath))
        let result = try CommandRunner.run(
            program: URL(fileURLWithPath: "/bin/sh"), ["-c", script],
            environment: ["CCC": CommandRunner.executable.path, "LAYOUT": layoutPath, "DIR": directory.path])
        return (result.status, result.stderr)
    }

    func testFullDeviceIsStatusTwoWithOneLine() throws {
        for command in ["solve \"$LAYOUT\"", "solve \"$LAYOUT\" --format json", "compile \"$LAYOUT\"",
                        "lint \"$LAYOUT\" --format sarif", "parse 'a.left = b.right'", "--help"] {
            let result = try shell("\"$CCC\" \(command) > /dev/full")
            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(result.stderr, "ccc: cannot write standard output: no space left on the device\n", command)
        }
    }

    func testClosedOutputIsStatusTwoWithOneLine() throws {
        let result = try shell("\"$CCC\" solve \"$LAYOUT\" >&-")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot write standard output: it is closed\n")
    }

    /// The layout's own status (0 here: only a warning) survives a closed standard error,
    /// and an error layout still says 1.
    func testClosedErrorKeepsTheStatus() throws {
        XCTAssertEqual(try shell("\"$CCC\" solve \"$LAYOUT\" 2>&- > /dev/null").status, 0)
        XCTAssertEqual(try shell("\"$CCC\" solve \"$LAYOUT\" --metric nope=1 2>&- > /dev/null").status, 0)
        let broken = try shell("echo '{\"views\": {\"a\": {}}, \"constraints\": [\"a.left = b.left\"]}' > \"$DIR/bad.json\"; \"$CCC\" lint \"$DIR/bad.json\" 2>&-")
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(try shell("\"$CCC\" solve 2>&-").status, 2)
        XCTAssertEqual(try shell("\"$CCC\" solve \"$LAYOUT\" 2>/dev/full > /dev/null").status, 0)
    }

    /// Both streams closed: nothing can be said, and the status is still 2.
    func testBothClosed() throws {
        XCTAssertEqual(try shell("\"$CCC\" solve \"$LAYOUT\" >&- 2>&-").status, 2)
    }

    /// The reader has gone before `ccc` writes (SIGPIPE ignored, so the write fails with
    /// EPIPE): status 2 and nothing on standard error, not even the warning.
    func testReaderGoneEndsQuietly() throws {
        let result = try shell("""
            trap '' PIPE
            { sleep 0.5; "$CCC" solve "$LAYOUT" --format tsv 2> "$DIR/err"; echo $? > "$DIR/status"; } | true
            cat "$DIR/status" "$DIR/err" >&2
            """)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "2\n")
        // A large output: the reader takes a few bytes and goes while `ccc` is writing.
        let large = try shell("""
            trap '' PIPE
            awk 'BEGIN { printf "{\\"views\\": {"; for (i = 0; i < 3000; i++) printf "%s\\"v%d\\": {}", (i ? "," : ""), i; printf "}}" }' > "$DIR/big.json"
            { "$CCC" solve "$DIR/big.json" 2> "$DIR/err"; echo $? > "$DIR/status"; } | head -c 10 > /dev/null
            cat "$DIR/status" "$DIR/err" >&2
            """)
        XCTAssertEqual(large.stderr, "2\n")
    }
}
