/// Writes the constraints of one log as a `ccc` layout file (`ccc log --emit-layout`),
/// so that `ccc solve`, `ccc lint` and `ccc compile` work on it: every view and guide
/// (guides as plain views) with the superview the log gives, and every active
/// constraint of the list once, as its compact string with the log's identifier (or the
/// constraint's class and address) after `#`. Sizes the log states stay constraints
/// (`contentView1.height == 44 # UIView-Encapsulated-Layout-Height`), so they keep their
/// identifier. Margins take `ccc`'s default (8 points), since the log does not state them.
/// A non-negative width or height that takes part in a conflict (`label1.width >= 0`) is
/// not written: the compiler adds UIKit's implicit non-negative sizes to every view itself.
/// The constraint UIKit broke is written last, marked "(UIKit breaks this one)", so that
/// `ccc solve` (which breaks the required constraint that fails when added in file order)
/// breaks the same one where that one is in the conflict; a library's `@File.swift#88`
/// is kept in the comment ("made at File.swift#88").
public enum LogLayoutWriter {
    public static func json(_ log: ConsoleLog.Analysis) -> String {
        var seen = Set<String>()
        var constraints: [JSONText] = []
        var last: JSONText?
        for (i, constraint) in log.constraints.enumerated() where constraint.isActive && !constraint.compact.isEmpty {
            guard seen.insert(constraint.source).inserted else { continue }
            var identifier = constraint.identifier ?? address(of: constraint.source)
            if let madeAt = constraint.madeAt { identifier += " made at " + madeAt }
            if i == log.broken {
                // Last, so that `ccc solve`, which breaks the required constraint that fails when
                // added in file order, breaks the one UIKit broke.
                last = .string(constraint.compact + " # " + identifier + " (\(log.isAppKit ? "AppKit" : "UIKit") breaks this one)")
            } else {
                constraints.append(.string(constraint.compact + " # " + identifier))
            }
        }
        if let last { constraints.append(last) }
        let views = log.views.map { view -> String in
            let value = view.superview.map { "{\"superview\": \(jsonQuoted($0))}" } ?? "{}"
            return "    \(jsonQuoted(view.name)): \(value)"
        }
        var out = "{\n  \"views\": {\n" + views.joined(separator: ",\n") + (views.isEmpty ? "" : "\n") + "  },\n"
        out += "  \"constraints\": [\n"
        out += constraints.map { "    " + $0.render(indent: "    ") }.joined(separator: ",\n")
        out += (constraints.isEmpty ? "" : "\n") + "  ]\n}\n"
        return out
    }

    /// `NSLayoutConstraint:0x6000…` from a description.
    private static func address(of source: String) -> String {
        let body = source.dropFirst()
        let end = body.firstIndex(where: { $0 == " " || $0 == ">" || $0 == "@" }) ?? body.endIndex
        return String(body[..<end])
    }
}
