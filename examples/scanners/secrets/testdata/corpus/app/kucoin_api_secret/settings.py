import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "7454e02c-63c6-eefe-c2c0-e096bb88d251"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
