import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAXMIND_LICENSE_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
