package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "a0ZZxGKXtTYOENMlfeTynjUWRFfDaR982nomBi7dZZ75HUd62qzlrrs9uL2BhAWZ",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
