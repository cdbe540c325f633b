package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"vault_service_token": "hvs.NdI3elxWz-rheni9gigyFS-BK-_at1txwge6HpUvZgJMvYKZrnJaHEAt4duajl15axQvJD1-AbGurf2mPDNRDWztdy4Q0qnTYnHb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
