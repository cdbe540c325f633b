package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "XGR0GrXyprTN0k9dIDa9qAGEim8Csgfs96qTzU1R34Gc94M7SWPyaM6dfl3DnqFk",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
