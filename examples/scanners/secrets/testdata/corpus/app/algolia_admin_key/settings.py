import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "3b40936978571c217da5956a3f664f69"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
