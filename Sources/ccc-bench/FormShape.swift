extension Shape {
    /// N rows of a label and a field in a 375-wide root. Labels have intrinsic size 80×21
    /// and hug at 251; fields 200×34 and hug at 250 (compression resistance 750 for
    /// both), so each label keeps 80 and each field stretches to 247. Each row: label 20
    /// from the left, field 8 after it and 20 from the right, label centred on the field;
    /// rows stacked 8 apart from 20 below the top, the last field's bottom at most 20
    /// above the root's (42N + 40 high). 5N + 1 strings and 8N intrinsic-size constraints.
    static let form = Shape(
        name: "form",
        description: "N label/field rows, intrinsic sizes, hugging 251 (labels) and 250 (fields), rows 8 apart; "
            + "root 375 × (42N + 40); size = N; 5N + 1 strings + 8N intrinsic-size constraints",
        defaultSizes: [8, 80, 250, 800, 2500, 7700],
        generate: { rows in
            var layout = LayoutText(width: 375, height: Double(42 * rows + 40))
            for row in 0..<rows {
                layout.view("l\(row)", "\"intrinsicSize\": [80, 21], \"hugging\": [251, 251]")
                layout.view("f\(row)", "\"intrinsicSize\": [200, 34]")
            }
            for row in 0..<rows {
                let label = "l\(row)"
                let field = "f\(row)"
                layout.constraint("\(label).left = super.left + 20")
                layout.constraint("\(field).left = \(label).right + 8")
                layout.constraint("\(field).right = super.right - 20")
                layout.constraint("\(label).centerY = \(field).centerY")
                layout.constraint(row == 0 ? "\(field).top = super.top + 20" : "\(field).top = f\(row - 1).bottom + 8")
            }
            layout.constraint("f\(rows - 1).bottom <= super.bottom - 20")
            return layout
        })
}
