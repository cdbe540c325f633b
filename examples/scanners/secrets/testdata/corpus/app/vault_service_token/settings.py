import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_SERVICE_TOKEN = "hvs.t7sveJvUrfSTPJ4BnXYnmnN3W0lek7aYj0cT9fzHw6b8QRVUKlmhWdb5H-Hc_xgy_1DKoJldwXOMXJLkxN49eV2xkKW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
