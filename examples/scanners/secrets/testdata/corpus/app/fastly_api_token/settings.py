import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "DVQxYFVdhnxXok5YHuAb1BFztMB07TXi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
