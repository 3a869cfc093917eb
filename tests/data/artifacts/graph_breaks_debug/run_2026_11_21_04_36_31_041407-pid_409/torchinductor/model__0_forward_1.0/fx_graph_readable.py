class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[256, 256]", primals_2: "f32[256]", primals_3: "f32[64, 256]"):
        # File: /home/user/project/scenarios.py:14 in forward, code: y = F.gelu(s.l1(x))
        permute: "f32[256, 256]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[64, 256]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[64, 256]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[64, 256]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[64, 256]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[64, 256]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        return (mul_2, primals_3, addmm)
