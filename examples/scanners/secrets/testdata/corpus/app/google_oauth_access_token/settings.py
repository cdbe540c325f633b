import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_ACCESS_TOKEN = "ya29.HX6tqnJIBwMKl4-JJQKNdBwkfo3JqEcpT-wp9SxQvExycUzwZuACnSCAhfNAzw03ZSk4NrgWObSB6Owqs-LixN9BcqTV3UPZ4W8q_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
