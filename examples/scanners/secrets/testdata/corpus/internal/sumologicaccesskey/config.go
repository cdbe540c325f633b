package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "4KWOq03lEe1cfdOkWcze1bQJiUqJgInOXGR0GrXyprTN0k9dIDa9qAGEim8Csgfs",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
