package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"jfrog_api_key": "AKCpSnNqr3WuHhOe9hZRL2B4DocaesiAk1RqwRLlOkUY9GOi4xjDZjyGSVa4TZT81UDf7eQvp",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
