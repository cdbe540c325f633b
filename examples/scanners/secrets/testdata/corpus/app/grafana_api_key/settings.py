import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_API_KEY = "eyJrIjoiFlYwnmXMbmhdLTelupgL9fFdEiH7kNdcYoYt2iE7VuPl1zhef6qr6ZpvWsN9eEiHUjKok0qg8RjF8hFmxStq5JmPNquZdhqhZdUZsEwkJsjbQmF2BVYblDSvEl3BPBeUcnGHxAdHuIAW3Eao8YtUygI3NHjxelIcIeaAevMLh4So2NiRmFvWJETMYiN4YfHASwo8XWSHz3m6yjiC2BByqFxcBlr7rmeo6slHrlYG6Qv9R"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
