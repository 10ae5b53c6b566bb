// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ccc",
    products: [
        .library(name: "CompactConstraint", targets: ["CompactConstraint", "Cassowary"]),
        .executable(name: "ccc", targets: ["ccc"]),
        // `swift package ccc-lint` in a package that depends on this one (docs/team-tools.md).
        .plugin(name: "CCCLint", targets: ["CCCLint"]),
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
        // The command plugin: runs `ccc lint` over the package it is used in.
        .plugin(
            name: "CCCLint",
            capability: .command(
                intent: .custom(verb: "ccc-lint", description: "Lint Auto Layout constraint strings and layout files with ccc")),
            dependencies: ["ccc"]),
        // What the test targets share: one seeded generator, one marked-text helper, one
        // runner of the built `ccc`.
        .target(name: "CCCTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CCCTestSupport"]),
        .testTarget(name: "CompactConstraintTests", dependencies: ["CompactConstraint", "Cassowary", "CCCTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ccc", "CompactConstraint", "CCCTestSupport"]),
    ]
)
