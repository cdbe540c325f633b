package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"notion_legacy_token": "secret_rbKqnLRARDfiMpuDtGMp5oDicfMVSysihxFZdjJY2Xv",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
