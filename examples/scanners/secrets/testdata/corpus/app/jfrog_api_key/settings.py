import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_API_KEY = "AKCp1C6QNVOJDGCx0UyRAwBDAhWQmnUdwJqSJv5t8Ia5qS07Ot7rVUMYGOYg2ctD0vfMPTNId"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
