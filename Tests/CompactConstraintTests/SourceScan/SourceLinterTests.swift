import XCTest
import CCCTestSupport
@testable import CompactConstraint

/// The source fixtures (`Tests/Fixtures/source`): every construct of Swift and
/// Objective-C a constraint string is written with, and each diagnostic at the exact
/// line:column of the source file.
final class SourceLinterTests: XCTestCase {
    static func lint(_ name: String) throws -> (SourceFile, SourceLint) {
        let url = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/source/\(name)")
        let file = SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
        let language = try XCTUnwrap(SourceLanguage(path: name))
        return (file, SourceLinter.lint(file, language: language))
    }

    static func places(_ file: SourceFile, _ lint: SourceLint) -> [String] {
        lint.diagnostics.map { diagnostic in
            let location = diagnostic.range.map { file.location(of: $0.lowerBound).description } ?? "-"
            return "\(location) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue)"
        }
    }

    /// A UTF-8 byte order mark right before the first call (it was read as part of a name,
    /// and the call went unchecked): the call is checked, at the same column as without it.
    func testACallRightAfterAByteOrderMarkIsChecked() throws {
        let call = "addCompactConstraint(\"a.left = b.lft\", metrics: nil, views: [\"a\": a, \"b\": b])\n"
        for mark in [[], [0xEF, 0xBB, 0xBF] as [UInt8]] {
            let file = SourceFile(path: "v.swift", bytes: mark + Array(call.utf8))
            let lint = SourceLinter.lint(file, language: .swift)
            XCTAssertEqual(lint.diagnostics.map(\.code), [.unknownAttribute], "\(mark)")
            XCTAssertEqual(lint.diagnostics.first?.range.map { file.location(of: $0.lowerBound).description }, "1:34")
        }
    }

    func testSwiftFixtureDiagnosticsAtTheirPlaces() throws {
        let (file, lint) = try Self.lint("Constructs.swift")
        XCTAssertEqual(Self.places(file, lint), [
            "13:43 error unknown-view",  // avtar, after a literal dictionary in a local variable
            "14:51 error unknown-view",  // nme, after the escape \u{61}
            "17:48 error unexpected-token",  // 75o, a malformed priority in an array literal
            "23:53 warning unused-dictionary-entry",  // "badge" of an inline dictionary
            "24:82 error vfl-arithmetic",  // (==name*2) in a raw string
            "25:77 error unknown-metric",  // (gap) with metrics: nil
            "26:92 error vfl-option-orientation",  // .alignAllTop on V: with two views
            "29:21 error unknown-view",  // bdge on the second line of a multi-line string
            "31:62 note source-strings-unchecked",  // interpolation, '+', a property
            "34:73 error vfl-expected-bracket",  // syntax still checked without names
            "35:78 error vfl-expected-predicate",  // "# inside ##"…"##: a stray quote where a spacing goes
            "36:88 error vfl-unknown-option",  // .alignAllMiddle
            "38:69 error priority-out-of-range",  // a metric of 2000 as a priority
            "40:28 warning compactconstraint-difference",  // 20 +-4, a call spanning lines
        ])
        let note = try XCTUnwrap(lint.diagnostics.first { $0.code == .sourceStringsUnchecked })
        XCTAssertEqual(note.notes.map(\.message), [
            "not checked: interpolated with \\(…)", "not checked: joined with '+' at run time",
            "syntax only: the names of this string were not checked", "syntax only: the names of this string were not checked",
        ])
        XCTAssertEqual(note.notes.compactMap { $0.range.map { file.location(of: $0.lowerBound).description } },
                       ["31:62", "32:62", "33:62", "34:62"])
    }

    func testCommentsHideCalls() throws {
        let (file, lint) = try Self.lint("Constructs.swift")
        // The calls in the comments (lines 3, 4, 10) are not strings.
        XCTAssertFalse(lint.strings.contains { [3, 4, 10].contains(file.location(of: $0.range.lowerBound).line) })
        XCTAssertFalse(lint.strings.contains { $0.text.contains("nope") || $0.text.contains("zzz") })
    }

    func testSwiftStringValues() throws {
        let (file, lint) = try Self.lint("Constructs.swift")
        let byLine = Dictionary(lint.strings.map { (file.location(of: $0.range.lowerBound).line, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byLine[14]?.text, "avatar.width = nme.width")
        XCTAssertEqual(byLine[24]?.text, "V:|-[avatar(==name*2)]")
        XCTAssertEqual(byLine[27]?.text, "H:|-[avatar]-[name]-[bdge]|")  // indentation stripped, lines joined by '\'
        XCTAssertEqual(byLine[31]?.text, "H:|-\\(spacing)-[avatar]|")
        XCTAssertEqual(byLine[31]?.namesChecked, false)
        XCTAssertEqual(byLine[35]?.text, "H:|-[avatar]-\"#-[name]")
        XCTAssertEqual(byLine[17]?.dialect, .compact)
        XCTAssertEqual(byLine[20]?.dialect, .visualFormat)
    }

    func testObjectiveCFixtureDiagnosticsAtTheirPlaces() throws {
        let (file, lint) = try Self.lint("Constructs.m")
        XCTAssertEqual(Self.places(file, lint), [
            "11:46 error unknown-view",  // NSDictionaryOfVariableBindings in a local variable
            "13:71 error unexpected-token",  // 75o in @[…]
            "17:84 error unknown-view",  // bdge in the second of two adjacent literals
            "20:110 warning unused-dictionary-entry",  // @"badge" of an inline @{…}
            "21:82 error vfl-option-orientation",  // NSLayoutFormatAlignAllTop on V:
            "22:73 error vfl-arithmetic",  // (==name*2)
            "23:59 error vfl-white-space",  // the escape \t, at its backslash: Apple's parser throws at white space
            "23:99 warning unused-dictionary-entry",  // gp
            "24:53 note source-strings-unchecked",  // stringWithFormat:, self.views
            "25:60 warning compactconstraint-difference",  // 200 - 40
            "27:59 error vfl-expected-predicate",  // the escape \" points at its backslash
            "28:93 error priority-out-of-range",  // after \x48 and a comment between literals
            "29:77 error vfl-unknown-option",  // NSLayoutFormatAlignAllMiddle
            "30:69 error unknown-metric",  // gap, the dictionary has gp
            "30:97 warning unused-dictionary-entry",  // gp
        ])
        let unknown = try XCTUnwrap(lint.diagnostics.first { $0.code == .unknownMetric })
        XCTAssertEqual(unknown.notes.map(\.message).first, "did you mean 'gp'?")
        let whiteSpace = try XCTUnwrap(lint.diagnostics.first { $0.code == .vflWhiteSpace })
        XCTAssertEqual(
            whiteSpace.fixIts.map { "\(file.location(of: $0.range.lowerBound))-\(file.location(of: $0.range.upperBound))" },
            ["23:59-23:61"], "the fix-it removes the two characters of the escape")
        let bdge = lint.diagnostics[2]
        XCTAssertEqual(bdge.range.map { file.location(of: $0.upperBound).description }, "17:88")
    }

    func testObjectiveCStringValues() throws {
        let (file, lint) = try Self.lint("Constructs.m")
        let byLine = Dictionary(lint.strings.map { (file.location(of: $0.range.lowerBound).line, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byLine[16]?.text, "H:|-[avatar]-[name]-[bdge]|")
        XCTAssertEqual(byLine[23]?.text, "H:|-\t[avatar]-(gap)-|")
        XCTAssertEqual(byLine[28]?.text, "H:|-[avatar]-(>=8@999.5)-|")
        XCTAssertEqual(byLine[26]?.namesChecked, false)
        XCTAssertEqual(byLine[10]?.namesChecked, true)
        XCTAssertEqual(lint.strings.count, 15)  // the stringWithFormat: one too, as written
        XCTAssertEqual(lint.strings.first { !$0.syntaxChecked }?.reason, "formatted at run time")
    }

    func testNamesAreNotGuessedWhenTheDictionaryIsNotStatic() {
        let swift = """
            func f(views: [String: UIView]) {
                var local = ["a": a]
                local["b"] = b
                addCompactConstraint("b.left = a.left", metrics: nil, views: local)
                addCompactConstraint("c.left = d.left", metrics: nil, views: views)
                addCompactConstraint("c.left = d.left", metrics: self.metrics, views: ["c": c])
            }
            """
        let lint = SourceLinter.lint(SourceFile(path: "f.swift", text: swift), language: .swift)
        XCTAssertEqual(lint.diagnostics.map(\.code), [.sourceStringsUnchecked])
        XCTAssertEqual(lint.diagnostics.first?.message,
                       "constraint strings of this file: 3 checked for syntax only (the views or metrics dictionary is not written "
                           + "in the call or assigned once in the same function, so names could not be checked)")
        XCTAssertEqual(lint.strings.map(\.namesChecked), [false, false, false])
    }

    func testALocalDictionaryOfAnotherFunctionIsNotUsed() {
        let swift = """
            func a() { let views = ["x": x] }
            func b() { addCompactConstraint("y.left = x.left", metrics: nil, views: views) }
            func c() {
                let views = ["x": x, "y": y]
                addCompactConstraint("y.left = x.left", metrics: nil, views: views)
            }
            """
        let lint = SourceLinter.lint(SourceFile(path: "f.swift", text: swift), language: .swift)
        XCTAssertEqual(lint.strings.map(\.namesChecked), [false, true])
        XCTAssertEqual(lint.diagnostics.filter { $0.severity == .error }.count, 0)
    }

    func testDeclarationsAreNotCalls() {
        let objc = """
            @interface UIView (CompactConstraint)
            - (NSLayoutConstraint *)addCompactConstraint:(NSString *)relationship metrics:(NSDictionary *)metrics views:(NSDictionary *)views;
            @end
            """
        XCTAssertEqual(SourceLinter.lint(SourceFile(path: "f.h", text: objc), language: .objectiveC).strings.count, 0)
        let swift = #"func addCompactConstraint(_ s: String = "x", metrics: [String: Any]?, views: [String: Any]) {}"#
        XCTAssertEqual(SourceLinter.lint(SourceFile(path: "f.swift", text: swift), language: .swift).strings.count, 0)
    }

    func testAnUnusedEntryOfALocalDictionaryOnlyWhenEveryUseIsACall() {
        let objc = """
            - (void)layout {
                NSDictionary *views = NSDictionaryOfVariableBindings(a, b, c);
                [self addCompactConstraint:@"a.left = b.left" metrics:nil views:views];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:views];
            }
            - (void)other {
                NSDictionary *views = NSDictionaryOfVariableBindings(a, b, c);
                [self addCompactConstraint:@"a.left = b.left" metrics:nil views:views];
                [self helperWithViews:views];
            }
            """
        let file = SourceFile(path: "f.m", text: objc)
        let lint = SourceLinter.lint(file, language: .objectiveC)
        XCTAssertEqual(lint.diagnostics.map { "\(file.location(of: $0.range?.lowerBound ?? 0)) \($0.code.rawValue)" },
                       ["2:64 unused-dictionary-entry"])
        XCTAssertEqual(lint.diagnostics.first?.message, "'c' is in the dictionary but no constraint string of the call uses it")
    }

    /// A key written twice in a Swift dictionary literal stops the app when the literal is
    /// built: an error at the second key, once per dictionary however many calls use it
    /// (trial of session 15). Objective-C's `@{}` is left to clang's warning.
    func testADuplicateKeyInASwiftDictionaryLiteralIsAnError() {
        let swift = """
            let views = ["a": a, "b": b, "a": b]
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-w-[a][b]|", options: [], metrics: ["w": 10, "w": 20], views: views))
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]", options: [], metrics: nil, views: views))
            """
        let file = SourceFile(path: "f.swift", text: swift)
        let lint = SourceLinter.lint(file, language: .swift)
        XCTAssertEqual(lint.diagnostics.map { "\(file.location(of: $0.range?.lowerBound ?? 0)) \($0.code.rawValue)" },
                       ["1:30 duplicate-dictionary-key", "2:114 duplicate-dictionary-key"])
        XCTAssertEqual(lint.diagnostics.first?.notes.first.map { "\($0.message) \(file.location(of: $0.range?.lowerBound ?? 0))" },
                       "the first 'a' is here 1:14")
        let objc = SourceFile(path: "f.m", text: """
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:@{@"a": a, @"a": b}];
            """)
        XCTAssertEqual(SourceLinter.lint(objc, language: .objectiveC).diagnostics.map(\.code), [])
    }
}

/// Issue 14: what a new user's code holds that is not a literal is never guessed at.
final class SourceLinterTrialTests: XCTestCase {
    static func lint(_ source: String, _ language: SourceLanguage) -> (SourceFile, SourceLint) {
        let file = SourceFile(path: language == .swift ? "f.swift" : "f.m", text: source)
        return (file, SourceLinter.lint(file, language: language))
    }

    static func codes(_ source: String, _ language: SourceLanguage) -> [String] {
        let (file, lint) = lint(source, language)
        return lint.diagnostics.map { "\(file.location(of: $0.range?.lowerBound ?? 0)) \($0.code.rawValue)" }
    }

    func testOptionsThatAreNotOptionNamesAreNotChecked() {
        let swift = """
            func f() {
                let views = ["a": a, "b": b]
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: opts, metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: self.alignment, metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: Layout.options, metrics: nil, views: views)
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: NSLayoutConstraint.FormatOptions.alignAllTop, metrics: nil, views: views)
            }
            """
        XCTAssertEqual(Self.codes(swift, .swift), ["3:54 source-strings-unchecked"])
        let (_, lint) = Self.lint(swift, .swift)
        XCTAssertEqual(lint.strings.map(\.namesChecked), [false, false, false, true])
        XCTAssertEqual(lint.diagnostics.first?.notes.count, 3)
        let objc = """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:opts metrics:nil views:NSDictionaryOfVariableBindings(a, b)];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:NSLayoutFormatAlignAllTop metrics:nil views:NSDictionaryOfVariableBindings(a, b)];
            }
            """
        XCTAssertEqual(Self.codes(objc, .objectiveC), ["2:53 source-strings-unchecked"])
    }
}

extension SourceLinterTrialTests {
    func testARebindingBetweenTheAssignmentAndTheCallMakesTheDictionaryNotStatic() {
        let swift = """
            func f() {
                let views = ["a": a]
                items.forEach { views in addCompactConstraint("b.left = a.left", metrics: nil, views: views) }
                list.map { (x, views: [String: Any]) in addCompactConstraint("b.left = a.left", metrics: nil, views: views) }
                for views in all { addCompactConstraint("b.left = a.left", metrics: nil, views: views) }
            }
            func g() {
                var views = ["a": a]
                var m = views
                m["b"] = b
                addCompactConstraint("b.left = a.left", metrics: nil, views: views)
            }
            func h() {
                let views = ["a": a, "b": b]
                addCompactConstraint("b.left = a.left", metrics: nil, views: views)
                addCompactConstraint("a.right = b.right", metrics: nil, views: views)
            }
            """
        let (_, lint) = Self.lint(swift, .swift)
        XCTAssertEqual(lint.diagnostics.filter { $0.severity == .error }.map(\.code), [])
        XCTAssertEqual(lint.strings.map(\.namesChecked), [false, false, false, false, true, true])
        let objc = """
            - (void)f {
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
                [list enumerateUsing:^(NSDictionary *views) { [self addCompactConstraint:@"b.left = a.left" metrics:nil views:views]; }];
            }
            - (void)g {
                NSDictionary *views = NSDictionaryOfVariableBindings(a);
                NSMutableDictionary *m = (NSMutableDictionary *)views; m[@"b"] = b;
                [self addCompactConstraint:@"b.left = a.left" metrics:nil views:views];
            }
            - (void)h {
                NSDictionary *views = NSDictionaryOfVariableBindings(a, b);
                [self addCompactConstraint:@"b.left = a.left" metrics:nil views:views];
            }
            """
        let (_, objcLint) = Self.lint(objc, .objectiveC)
        XCTAssertEqual(objcLint.diagnostics.filter { $0.severity == .error }.map(\.code), [])
        XCTAssertEqual(objcLint.strings.map(\.namesChecked), [false, false, true])
    }
}

extension SourceLinterTrialTests {
    /// A token at the end of the last line of a `"""` string ends on its line.
    func testATokenAtTheEndOfAMultilineStringEndsOnItsLine() throws {
        let swift = """
            func f() {
                addCompactConstraints([\"""
                    a.left = b.lft
                    \"""], metrics: nil, views: ["a": a, "b": b])
            }
            """
        let (file, lint) = Self.lint(swift, .swift)
        let error = try XCTUnwrap(lint.diagnostics.first { $0.severity == .error })
        let range = try XCTUnwrap(error.range)
        XCTAssertEqual("\(file.location(of: range.lowerBound)) \(file.location(of: range.upperBound))", "3:20 3:23")
    }
}

extension SourceLinterTrialTests {
    func testAUnitAfterANumberInAVisualFormatPredicateGetsTheHint() throws {
        let swift = #"NSLayoutConstraint.constraints(withVisualFormat: "H:|[b(>=100@75o)]|", options: [], metrics: nil, views: ["b": b])"#
        let (file, lint) = Self.lint(swift, .swift)
        let error = try XCTUnwrap(lint.diagnostics.first)
        XCTAssertEqual("\(file.location(of: error.range?.lowerBound ?? 0)) \(error.code.rawValue)", "1:65 vfl-expected-parenthesis")
        XCTAssertEqual(error.notes.map(\.message), ["a number takes no unit"])
    }
}

extension SourceLinterTrialTests {
    /// clang: an unknown escape `\q` is `q` (with a warning of its own).
    func testAnUnknownObjectiveCEscapeIsTheCharacter() {
        let literal = ObjCScanner.literal(Array(#"@"a\q.left""#.utf8), at: 0)
        XCTAssertEqual(literal.value.text, "aq.left")
        XCTAssertEqual(literal.value.fileOffsets, [2, 4, 5, 6, 7, 8, 9, 10])
    }
}

extension SourceLinterTrialTests {
    func testAUTF16SourceFileIsReported() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for byte in Array(#"addCompactConstraint("a.left = b.lft", metrics: nil, views: ["a": a, "b": b])"#.utf8) {
            bytes += [byte, 0]
        }
        let lint = SourceLinter.lint(SourceFile(path: "f.swift", bytes: bytes), language: .swift)
        XCTAssertEqual(lint.diagnostics.map(\.code), [.sourceNotUTF8])
        XCTAssertEqual(lint.diagnostics.first?.severity, .warning)
        XCTAssertEqual(SourceLinter.lint(SourceFile(path: "f.swift", bytes: Array(bytes.dropFirst(2))), language: .swift)
            .diagnostics.map(\.message), ["the file is UTF-16, not UTF-8: its constraint strings were not read"])
        // NUL bytes without UTF-16's pattern (every other byte): a binary file, said as such.
        var random = XorShift(seed: 0xB1A7)
        let binary = (0..<3000).map { _ in UInt8(truncatingIfNeeded: random.next()) } + [0]
        let junk = SourceLinter.lint(SourceFile(path: "f.m", bytes: binary), language: .objectiveC)
        XCTAssertEqual(junk.diagnostics.map(\.message), ["the file holds NUL bytes, which no text does: its constraint strings were not read"])
        XCTAssertEqual(junk.diagnostics.first?.notes.map(\.message), ["is it a binary file named as a source file?"])
    }
}
