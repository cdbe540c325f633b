import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILCHIMP_API_KEY = "ddd1abd4f7748b3cfb739d350c3c1c11-us6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
