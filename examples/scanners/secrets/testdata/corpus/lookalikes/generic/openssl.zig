pub const X509_pubkey_st = struct_X509_pubkey_st;
pub const EVP_PKEY_asn1_method = struct_evp_pkey_asn1_method_st;
pub const SN_id_Gost28147_89_None_KeyMeshing = "id-Gost28147-89-None-KeyMeshing";
pub const LN_id_tc26_gost_28147_param_Z = "id-tc26-gost-28147-param-Z";
