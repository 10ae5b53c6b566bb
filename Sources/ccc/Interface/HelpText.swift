/// Renders the help texts and the usage synopsis from the command table.
extension CommandInterface {
    /// The option column's width after the two-blank indent: a label of up to
    /// `labelWidth - 2` characters shares its first line with the text.
    static let labelWidth = 25

    /// `ccc NAME --help`.
    var help: String {
        var text = "usage: " + usageLine
        text += "\n\n" + about + "\n\noptions:\n" + rows.map(\.rendered).joined()
        if let epilogue { text += "\n" + epilogue + "\n" }
        return text
    }

    var usageLine: String {
        switch helpUsage {
        case .short: "ccc \(name) \(arguments) [options]"
        case .synopsis(let indent): synopsisLines(indent: indent)
        }
    }

    /// `ccc solve FILE|- [--format text|json|tsv] ...`, later lines starting at `indent`.
    func synopsisLines(indent: Int) -> String {
        let lines = synopsis.map { items in items.map(render).joined(separator: " ") }
        let first = ["ccc", name, arguments, lines.first ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        let pad = String(repeating: " ", count: indent)
        return ([first] + lines.dropFirst().map { pad + $0 }).joined(separator: "\n")
    }

    /// An option as this command takes it: `[--state NAME]...` where it repeats.
    func render(_ item: SynopsisItem) -> String {
        switch item {
        case .option(let option):
            let own = self.option(named: option.name) ?? option
            return "[\(own.label)]" + (own.repeatable ? "..." : "")
        case .either(let first, let second):
            return "[\(first.label) | \(second.label)]"
        }
    }

    /// The synopsis of every command, as `ccc` alone and `ccc --help` print it.
    static var usage: String {
        var lines: [String] = []
        for (index, command) in all.enumerated() {
            lines.append((index == 0 ? "usage: " : "       ") + command.synopsisLines(indent: command.synopsisIndent))
        }
        lines.append("       ccc --help | ccc COMMAND --help | ccc --version")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command list of `ccc --help`: names in a column of 10, longer names on a line of their own.
    static var commandList: String {
        all.map { twoColumns("  " + $0.name, $0.overview, column: 10, gap: 1) }.joined()
    }

    /// `label` and then `text` from `column` on, each further line of `text` indented to it;
    /// a label that leaves fewer than `gap` blanks before the column stands on a line of its own.
    static func twoColumns(_ label: String, _ text: String, column: Int, gap: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = label.count <= column - gap
            ? label + String(repeating: " ", count: column - label.count) + (lines.first ?? "")
            : label + "\n" + indent + (lines.first ?? "")
        return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
    }
}

extension HelpRow {
    /// `  --size WxH               the root view's size...`, continuation lines aligned.
    var rendered: String {
        CommandInterface.twoColumns(
            "  " + options.map(\.label).joined(separator: ", "), text, column: 2 + CommandInterface.labelWidth, gap: 2)
    }
}
