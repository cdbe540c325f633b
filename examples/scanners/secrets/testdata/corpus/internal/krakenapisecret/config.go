package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "vXgaWFl7Wdql8aNJSg/eTfbkc87kUA6pvku/dr5sAUKiB61mWNK3/Q5du42/CcDbjTXKGxlU/x/AslivusWtUE==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
