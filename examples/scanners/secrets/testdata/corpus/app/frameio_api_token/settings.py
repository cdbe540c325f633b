import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRAMEIO_API_TOKEN = "fio-u-gW0jzEz7=Zy5tu7sQ5AI7A=7JZy1dRRFjgTMAOpTViVlt0JPMPHKq7eEZXZ6qpl5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
