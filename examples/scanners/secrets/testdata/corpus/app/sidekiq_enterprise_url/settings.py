import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SIDEKIQ_ENTERPRISE_URL = "https://0b5ba2d9:f73a1649@gems.contribsys.com"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
