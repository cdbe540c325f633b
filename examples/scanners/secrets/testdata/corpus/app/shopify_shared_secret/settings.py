import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHOPIFY_SHARED_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
