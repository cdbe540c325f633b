import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_ENTERPRISE_URL = "https://48056bb8:733c6ac3@gems.contribsys.com"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
