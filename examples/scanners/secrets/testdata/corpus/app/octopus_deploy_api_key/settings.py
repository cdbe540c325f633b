import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OCTOPUS_DEPLOY_API_KEY = "API-YUAKH6PKGX980ECO9WP2KF0K9Z"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
