import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_SECRET = "BUNDLE_GEMS__CONTRIBSYS__COM'      =       '51e8d41c:5fe7da0f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
