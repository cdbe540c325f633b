import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_tauRI8c0APmANQNQ811Rn_oERZWD-eNQ8yGmeEKl"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
