package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxp-5-O8IX2MONLTC36QUC8KQFLFS32BVS17MNKRYQ6IUC8AVQXW0FRGXZ0HSHO3PGK8Y40CCD8ETFFSA2B6TJG2RAX2SBS3V8TCO36EMI44JLVYG8HT96SUNO5B04KGY3YTSIF2K7T4PL2J387R3RQKNFCDVB3I1GTGV6ZQ6FNW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
