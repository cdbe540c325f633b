package workercmd

// commands lists every command in the order --help shows them.
func commands() []*command {
	return []*command{
		runCommand(),
		scanCommand(),
		enqueueCommand(),
		statusCommand(),
		resultCommand(),
		cancelCommand(),
		coordinatorCommand(),
		{name: "config", summary: "Work with worker.toml", group: []*command{configCheckCommand()}},
		keygenCommand(),
		packageCommand(),
		verifyPackageCommand(),
		{name: "bundle", summary: "Look into result bundles", group: []*command{bundleInspectCommand(), bundleVerifyCommand()}},
		pluginsCommand(),
		versionCommand(),
	}
}
