Command.exit(with: Command.run(Array(CommandLine.arguments.dropFirst())))
