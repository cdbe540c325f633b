import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ARTIFACTORY_REFERENCE_TOKEN = "cmVmdGtuOjAxOBhGEmCC8Ux7p9sYTNtpZOtaggsGNfB83IxLqJQ5SlUnWfhxGTGS"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
