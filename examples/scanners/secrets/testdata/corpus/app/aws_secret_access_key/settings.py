import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SECRETACCESSKEY = "ncvmxgvzTZU2706jR1fW7jYCl8aQl0qgZ1jlj6ll"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
