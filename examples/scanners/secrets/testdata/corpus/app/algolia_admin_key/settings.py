import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "84cef825a899a393f93fd66d4758907d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
