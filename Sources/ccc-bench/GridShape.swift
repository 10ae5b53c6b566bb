extension Shape {
    /// k×k equal cells filling a 1000×1000 root: each cell pinned to its left and top
    /// neighbour (the first row and column to the root), widths equal along each row,
    /// heights equal down each column, the last cell of each row and column pinned to the
    /// root's right and bottom. 4k² strings: 30×30 = 3,600, 50×50 = 10,000, 100×100 = 40,000.
    static let grid = Shape(
        name: "grid",
        description: "k×k equal cells filling a 1000×1000 root; size = k; 4k² constraint strings",
        defaultSizes: [5, 16, 30, 50, 100, 158],
        generate: { k in
            var layout = LayoutText(width: 1000, height: 1000)
            func cell(_ row: Int, _ column: Int) -> String { "c\(row)_\(column)" }
            for row in 0..<k {
                for column in 0..<k { layout.view(cell(row, column)) }
            }
            for row in 0..<k {
                for column in 0..<k {
                    let name = cell(row, column)
                    layout.constraint(
                        column == 0 ? "\(name).left = super.left" : "\(name).left = \(cell(row, column - 1)).right")
                    layout.constraint(row == 0 ? "\(name).top = super.top" : "\(name).top = \(cell(row - 1, column)).bottom")
                    if column > 0 { layout.constraint("\(name).width = \(cell(row, 0)).width") }
                    if row > 0 { layout.constraint("\(name).height = \(cell(0, column)).height") }
                    if column == k - 1 { layout.constraint("\(name).right = super.right") }
                    if row == k - 1 { layout.constraint("\(name).bottom = super.bottom") }
                }
            }
            return layout
        })
}
