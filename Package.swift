// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ccc",
    products: [
        .library(name: "CompactConstraint", targets: ["CompactConstraint", "Cassowary"]),
        .executable(name: "ccc", targets: ["ccc"]),
    ],
    targets: [
        // The incremental Cassowary solver, usable on its own.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m")]),
        // The pipeline: source text → tokens → syntax tree → linear constraints → frames → output.
        .target(name: "CompactConstraint", dependencies: ["Cassowary"], linkerSettings: [.linkedLibrary("m")]),
        // The command-line tool: arguments, files, exit status. Thin by design.
        .executableTarget(name: "ccc", dependencies: ["CompactConstraint"]),
        // The benchmark of issue #7: `swift run -c release ccc-bench` (see PERFORMANCE.md).
        .executableTarget(name: "ccc-bench", dependencies: ["CompactConstraint"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "CompactConstraintTests", dependencies: ["CompactConstraint", "Cassowary"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ccc", "CompactConstraint"]),
    ]
)
