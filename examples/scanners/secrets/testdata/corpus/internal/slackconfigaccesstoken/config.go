package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxp-4-3DELETG66NV7Y11Z84FGSQY3DOY9P4AHPRYPBGC8O63WNBYXPV6X35P44JAWAZ81HVGYBAVEAEFB92K79NA3DSJT2OFQHFUODBMNFCID4TYRYTICFTBP9WMSYSB3PI9WSV57HNQB10SJW4AAAE8NVC3V69IZZGC2DW6HIA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
