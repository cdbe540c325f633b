import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "PdmtlPkmyReqH0PkT7K7EzFhX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
