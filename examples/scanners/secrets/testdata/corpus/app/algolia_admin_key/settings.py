import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "98ed016dba4a87ad08032b6ddb4e1229"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
