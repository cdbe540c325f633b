package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "g_Yb6NjZOlH8F52f8RVw-j_Z1-15SMdxVudvtiUo8-vbM3imnOIlnzPRYHA2LUfMD2EDgr2cs020qNAKcGfB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
