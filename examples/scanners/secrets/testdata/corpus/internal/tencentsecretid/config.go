package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"tencent_secret_id": "AKIDgu5Rg6pFcxSuZh0r7YtCeQLgDguIgAUq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
