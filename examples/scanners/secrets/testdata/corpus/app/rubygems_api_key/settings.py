import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RUBYGEMS_API_KEY = "rubygems_da50511052ac4bcc733266dae4333e4e634fbf415d1b0357"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
