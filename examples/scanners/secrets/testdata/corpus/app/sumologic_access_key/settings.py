import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "cGdQnNdfweWx6jENgCNqqGY5Qp7QBmrUXcUr3b5WTsIt5nqWW7w6jGRJXC0E9PBV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
