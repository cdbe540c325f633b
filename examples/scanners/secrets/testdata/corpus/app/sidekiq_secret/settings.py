import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_SECRET = "BUNDLE_GEMS__CONTRIBSYS__COM=68333476:5b9d280b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
