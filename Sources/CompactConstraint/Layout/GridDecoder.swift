/// Decodes `grid`, `cell` and `span` (issue #6), with a type check and a precise
/// diagnostic for every value.
extension LayoutDecoder {
    static let gridKeys = ["rows", "columns", "spacing"]

    static func decodeGrid(_ member: JSONMember, _ what: String, _ access: inout JSONAccess) -> GridDeclaration? {
        guard let members = access.object(member.value, what) else { return nil }
        access.warnUnknownKeys(members, known: gridKeys, in: what)
        var grid = GridDeclaration(range: member.key.fileRange)
        var valid = true
        for field in members {
            let fieldWhat = "'\(field.name)' of \(what)"
            switch field.name {
            case "rows", "columns":
                guard let tracks = decodeTracks(field.value, fieldWhat, &access) else {
                    valid = false
                    continue
                }
                if field.name == "rows" { grid.rows = tracks } else { grid.columns = tracks }
            case "spacing":
                if case .number = field.value.value {
                    guard let both = access.number(field.value, fieldWhat) else { continue }
                    grid.spacing = (both, both)
                } else if let (h, v) = access.pair(field.value, fieldWhat), let h, let v {
                    grid.spacing = (h, v)
                }
            default:
                break
            }
        }
        for (name, tracks) in [("rows", grid.rows), ("columns", grid.columns)] where tracks.isEmpty && valid {
            access.diagnostics.error(.invalidValue, "\(what) needs at least one entry in '\(name)'", at: member.key.fileRange)
            valid = false
        }
        return valid ? grid : nil
    }

    /// `[100, "auto", "*", "2*"]`: points, `auto`, or a star share.
    static func decodeTracks(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> [GridDeclaration.Track]? {
        guard let items = access.array(node, what) else { return nil }
        var tracks: [GridDeclaration.Track] = []
        for item in items {
            switch item.value {
            case .number(let points) where points >= 0:
                guard access.number(item, what) != nil else { return nil }
                guard points <= 1e7 else {
                    access.diagnostics.error(
                        .numberOutOfRange, "\(what): a track of \(formatNumber(points)) points is beyond 10,000,000 points",
                        at: item.range)
                    return nil
                }
                tracks.append(.fixed(points))
            case .string(let text):
                guard let track = parseTrack(text.text) else {
                    access.diagnostics.error(
                        .invalidValue,
                        "\(what): '\(text.text)' is not a track (a size in points, \"auto\", \"*\" or a share "
                            + "between 0.0001 and 10,000 such as \"2*\")",
                        at: item.range)
                    return nil
                }
                tracks.append(track)
            case .number:
                access.diagnostics.error(.invalidValue, "\(what): a track size must not be negative", at: item.range)
                return nil
            default:
                access.mismatch(item, what, expected: "a number, \"auto\" or a star share such as \"2*\"")
                return nil
            }
        }
        return tracks
    }

    /// `auto`, `*`, `2*`, `0.5*`.
    static func parseTrack(_ text: String) -> GridDeclaration.Track? {
        if text == "auto" { return .auto }
        guard text.hasSuffix("*") else { return nil }
        let share = text.dropLast()
        if share.isEmpty { return .star(1) }
        // Shares as multipliers are bounded (NumericLimits): two shares of 1e308 would sum to infinity.
        guard let value = Double(share), value >= 1e-4, value <= 1e4 else { return nil }
        return .star(value)
    }

    /// `"cell": [row, column]` and `"span": [rows, columns]`: whole numbers, spans at least 1.
    static func decodeCell(
        _ cell: JSONMember, span: JSONNode?, _ view: String, _ access: inout JSONAccess
    ) -> GridPlacement? {
        guard let (row, column) = wholePair(cell.value, "'\(view).cell'", minimum: 0, &access) else { return nil }
        var placement = GridPlacement(row: row, column: column, range: cell.key.fileRange)
        if let span {
            guard let (rows, columns) = wholePair(span, "'\(view).span'", minimum: 1, &access) else { return nil }
            placement.rowSpan = rows
            placement.columnSpan = columns
        }
        return placement
    }

    private static func wholePair(
        _ node: JSONNode, _ what: String, minimum: Int, _ access: inout JSONAccess
    ) -> (Int, Int)? {
        guard let (a, b) = access.pair(node, what), let a, let b else { return nil }
        guard let first = whole(a, minimum), let second = whole(b, minimum) else {
            access.diagnostics.error(
                .invalidValue, "\(what) must be two whole numbers of at least \(minimum)", at: node.range)
            return nil
        }
        return (first, second)
    }

    private static func whole(_ value: Double, _ minimum: Int) -> Int? {
        guard value.rounded() == value, value >= Double(minimum), value <= 10_000 else { return nil }
        return Int(value)
    }
}
