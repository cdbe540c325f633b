import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILCHIMP_API_KEY = "171f53ef2b5389bd70b8b29c9b374c10-us15"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
