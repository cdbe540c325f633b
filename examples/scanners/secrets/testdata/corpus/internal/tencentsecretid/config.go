package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"tencent_secret_id": "AKIDK19R4AHyFJrkbC2Vf7TdPt1ZjPHvo1V2",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
